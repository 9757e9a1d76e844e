import {
  AppWindow,
  Award,
  BellRing,
  BuildingComplex,
  CalendarDays,
  ChartColumn,
  CircleCheck,
  ClipboardCheck,
  Clock,
  DollarSign,
  Droplets,
  Factory,
  Handshake,
  Heart,
  Hospital,
  House,
  Leaf,
  Lock,
  MapPin,
  MonitorSmartphone,
  Phone,
  RefreshCw,
  School,
  ShieldCheck,
  Snowflake,
  Sparkles,
  Star,
  Store,
  Sun,
  Target,
  Truck,
  Users,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { IconKey } from '#shared/content/home.ts';
import { cn } from '../../lib/cn.ts';

// lucide-react 1.x dropped the old alias names: Building2 is now BuildingComplex,
// CircleCheck -> CircleCheck, BarChart3 -> ChartColumn, Home -> House (same artwork).
const icons: Record<IconKey, LucideIcon> = {
  shield: ShieldCheck,
  clock: Clock,
  leaf: Leaf,
  star: Star,
  users: Users,
  building: BuildingComplex,
  hospital: Hospital,
  factory: Factory,
  school: School,
  store: Store,
  sparkles: Sparkles,
  check: CircleCheck,
  phone: Phone,
  calendar: CalendarDays,
  chart: ChartColumn,
  'map-pin': MapPin,
  award: Award,
  truck: Truck,
  droplet: Droplets,
  sun: Sun,
  snowflake: Snowflake,
  heart: Heart,
  target: Target,
  handshake: Handshake,
  clipboard: ClipboardCheck,
  monitor: MonitorSmartphone,
  bell: BellRing,
  lock: Lock,
  dollar: DollarSign,
  refresh: RefreshCw,
  home: House,
  window: AppWindow,
};

export interface IconProps {
  name: IconKey;
  className?: string | undefined;
  /** Icons are decorative next to text by default; pass false together with a label when one stands alone. */
  'aria-hidden'?: boolean | undefined;
  'aria-label'?: string | undefined;
}

export function Icon({ name, className, 'aria-hidden': ariaHidden = true, 'aria-label': ariaLabel }: IconProps) {
  const Component = icons[name];
  // No default size class: lucide's width/height attributes (24px) are the fallback, so a
  // caller's size-* class wins without tailwind-merge, and Button can size unsized icons.
  const classes = cn('shrink-0', className);
  // An icon without a label has nothing to announce, so it stays hidden even if aria-hidden={false}.
  if (ariaHidden || !ariaLabel) return <Component className={classes} aria-hidden="true" focusable="false" />;
  return <Component className={classes} role="img" aria-label={ariaLabel} focusable="false" />;
}
