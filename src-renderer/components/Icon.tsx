import {
  ArrowDown,
  ArrowLeft,
  ArrowUp,
  Boxes,
  Building,
  ChartLine,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  ChevronsUpDown,
  ClipboardList,
  Copy,
  Clock,
  Columns3,
  Download,
  Ellipsis,
  File,
  FileText,
  Funnel,
  FunnelX,
  Globe,
  Inbox,
  Info,
  LayoutGrid,
  List,
  Lock,
  LogOut,
  Monitor,
  Moon,
  Package,
  PanelLeft,
  Pencil,
  Pin,
  Plus,
  Power,
  Receipt,
  RotateCw,
  Rows3,
  Save,
  Scale,
  ScanLine,
  Barcode,
  Search,
  Send,
  Server,
  Settings,
  ShoppingCart,
  Sun,
  Target,
  Trash,
  TriangleExclamationPoint,
  Truck,
  Undo2,
  User,
  UserPlus,
  Wrench,
  X,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/**
 * The app's icons by the names the screens use, drawn by lucide-react (inline SVG, nothing
 * fetched): one place decides which lucide icon a name means.
 */
const ICONS = {
  building: Building,
  inbox: Inbox,
  receipt: Receipt,
  boxes: Boxes,
  search: Search,
  list: List,
  target: Target,
  cart: ShoppingCart,
  package: Package,
  truck: Truck,
  clipboard: ClipboardList,
  scale: Scale,
  wrench: Wrench,
  chart: ChartLine,
  file: File,
  settings: Settings,
  user: User,
  pin: Pin,
  chevronLeft: ChevronLeft,
  chevronRight: ChevronRight,
  chevronsLeft: ChevronsLeft,
  chevronsRight: ChevronsRight,
  chevronDown: ChevronDown,
  sidebar: PanelLeft,
  x: X,
  plus: Plus,
  download: Download,
  columns: Columns3,
  sun: Sun,
  moon: Moon,
  monitor: Monitor,
  logout: LogOut,
  globe: Globe,
  server: Server,
  check: Check,
  alert: TriangleExclamationPoint,
  info: Info,
  arrowUp: ArrowUp,
  arrowDown: ArrowDown,
  arrowUpDown: ChevronsUpDown,
  arrowLeft: ArrowLeft,
  edit: Pencil,
  refresh: RotateCw,
  filterX: FunnelX,
  trash: Trash,
  clock: Clock,
  more: Ellipsis,
  undo: Undo2,
  grid: LayoutGrid,
  rows: Rows3,
  send: Send,
  power: Power,
  fileText: FileText,
  zap: Zap,
  save: Save,
  lock: Lock,
  userPlus: UserPlus,
  copy: Copy,
  filter: Funnel,
  scan: ScanLine,
  barcode: Barcode,
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

/**
 * An icon: 16 px by default, `currentColor`, the app's thin stroke, hidden from assistive
 * technology (the button or link around it has the name).
 */
export function Icon({
  name,
  size = 16,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}) {
  const Drawn = ICONS[name];
  return (
    <Drawn
      className={className ? `icon ${className}` : 'icon'}
      size={size}
      strokeWidth={1.8}
      aria-hidden="true"
      focusable="false"
    />
  );
}
