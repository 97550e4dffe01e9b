import {
  ArrowRight,
  ArrowUp,
  Bookmark,
  Building2,
  Check,
  ChevronDown,
  Clock,
  Database,
  Filter,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  type LucideProps,
  Mail,
  MapPin,
  Menu,
  Phone,
  Receipt,
  Search,
  ShieldCheck,
  User,
  Wrench,
  X,
  Zap,
} from 'lucide-react';

export type IconProps = LucideProps;

/**
 * One of lucide-react's icons in this site's look: 20 px unless `className` sizes it, a 1.8
 * stroke, hidden from screen readers (the control or text beside it says what it means).
 */
export function siteIcon(Glyph: LucideIcon) {
  const SiteIcon = ({ className = 'size-5', ...props }: IconProps) => (
    <Glyph aria-hidden="true" strokeWidth={1.8} className={className} {...props} />
  );
  SiteIcon.displayName = Glyph.displayName;
  return SiteIcon;
}

export const MenuIcon = siteIcon(Menu);
export const CloseIcon = siteIcon(X);
export const ChevronDownIcon = siteIcon(ChevronDown);
export const ArrowUpIcon = siteIcon(ArrowUp);
export const ArrowRightIcon = siteIcon(ArrowRight);
export const DashboardIcon = siteIcon(LayoutDashboard);
export const ClockIcon = siteIcon(Clock);
export const SearchIcon = siteIcon(Search);
export const BookmarkIcon = siteIcon(Bookmark);
export const BuildingIcon = siteIcon(Building2);
export const UserIcon = siteIcon(User);
export const LogoutIcon = siteIcon(LogOut);
export const ShieldIcon = siteIcon(ShieldCheck);
export const ReceiptIcon = siteIcon(Receipt);
export const DatabaseIcon = siteIcon(Database);
export const FilterIcon = siteIcon(Filter);
export const BoltIcon = siteIcon(Zap);
export const CheckIcon = siteIcon(Check);
export const MailIcon = siteIcon(Mail);
export const MapPinIcon = siteIcon(MapPin);
export const PhoneIcon = siteIcon(Phone);
export const ToolIcon = siteIcon(Wrench);
