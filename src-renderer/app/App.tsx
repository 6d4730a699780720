import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '../api/queryClient.ts';
import { Tasks } from '../components/Tasks.tsx';
import { Toasts } from '../components/Toasts.tsx';
import { createRouter } from './router.tsx';
import { useThemeSync } from './theme.ts';

export function App() {
  const [router] = useState(createRouter);
  useThemeSync();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Tasks />
      <Toasts />
    </QueryClientProvider>
  );
}
