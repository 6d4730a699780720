import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import {
  confirmCodeSchema,
  credentialsSchema,
  needsConfirmCode,
  type ConfirmCodeRequired,
} from '../../../src-shared/api/auth.ts';
import { isTokenValid } from '../../../src-shared/domain/session.ts';
import { firstAreaPath, mayVisit } from '../../app/areas.ts';
import { FormError, TextField } from '../../components/Field.tsx';
import { useSchemaForm } from '../../lib/schemaForm.ts';
import { completeLogin, confirmLoginCode, requestLogin } from '../../session/auth.ts';
import { useSession } from '../../stores/session.ts';
import { ServerLine } from './ServerLine.tsx';

/**
 * The login route: the one place a signed-out user may be (spec §2). Username and password, then
 * a six-digit code when the server asks for one (spec §7 api/get_confirm_code/).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const access = useSession((state) => state.access);
  const storedAccess = useSession((state) => state.storedAccess);
  const [challenge, setChallenge] = useState<ConfirmCodeRequired | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const [checkedAt] = useState(() => Date.now());

  const from = (location.state as { from?: string } | null)?.from;

  function landing(): string {
    const roles = useSession.getState().claims?.user_groups ?? [];
    return from && mayVisit(roles, from.split('?')[0] ?? '') ? from : firstAreaPath(roles);
  }

  if (!signingIn && isTokenValid(access, storedAccess, checkedAt)) {
    return <Navigate to={landing()} replace />;
  }

  async function finish(step: () => Promise<void>) {
    setSigningIn(true);
    try {
      await step();
      navigate(landing(), { replace: true });
    } finally {
      setSigningIn(false);
    }
  }

  return (
    <div className="login-screen">
      <div className="login-card">
        <div className="login-brand">
          <span className="brand-mark" aria-hidden="true">
            A
          </span>
          <div>
            <h1>Aerodesk</h1>
            <p className="muted">Parts trading, repair and logistics back office</p>
          </div>
        </div>
        {challenge ? (
          <ConfirmCodeForm
            challenge={challenge}
            onBack={() => setChallenge(null)}
            onConfirmed={(run) => finish(run)}
          />
        ) : (
          <CredentialsForm onChallenge={setChallenge} onSignedIn={(run) => finish(run)} />
        )}
      </div>
      <ServerLine />
    </div>
  );
}

function CredentialsForm({
  onChallenge,
  onSignedIn,
}: {
  onChallenge: (challenge: ConfirmCodeRequired) => void;
  onSignedIn: (run: () => Promise<void>) => Promise<void>;
}) {
  const form = useSchemaForm({
    initial: { username: '', password: '' },
    schema: credentialsSchema,
  });
  const { busy } = form;
  const submit = form.submitWith(async (credentials) => {
    const result = await requestLogin(credentials);
    if (needsConfirmCode(result)) onChallenge(result);
    else await onSignedIn(() => completeLogin(result));
  });

  return (
    <form className="login-form" onSubmit={submit} noValidate aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Sign in</h2>
      <FormError message={form.formError} />
      <TextField label="Username" autoFocus autoComplete="username" {...form.field('username')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}

function ConfirmCodeForm({
  challenge,
  onBack,
  onConfirmed,
}: {
  challenge: ConfirmCodeRequired;
  onBack: () => void;
  onConfirmed: (run: () => Promise<void>) => Promise<void>;
}) {
  const form = useSchemaForm({
    initial: { code: '' },
    schema: confirmCodeSchema,
    input: (values) => ({ ticket: challenge.ticket, code: values.code }),
  });
  const { busy } = form;
  const submit = form.submitWith(async (request) => {
    const pair = await confirmLoginCode(request);
    await onConfirmed(() => completeLogin(pair));
  });

  return (
    <form className="login-form" onSubmit={submit} noValidate aria-labelledby="confirm-title">
      <h2 id="confirm-title">Confirm it is you</h2>
      <p className="muted" data-testid="confirm-code-detail">
        {challenge.detail}
      </p>
      <FormError message={form.formError} />
      <TextField
        label="Confirmation code"
        autoFocus
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="000000"
        {...form.field('code')}
        onChange={(v) => form.set('code', v.replace(/\D/g, '').slice(0, 6))}
      />
      <div className="login-actions">
        <button type="button" className="button" onClick={onBack} disabled={busy}>
          Back
        </button>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Checking…' : 'Confirm'}
        </button>
      </div>
    </form>
  );
}
