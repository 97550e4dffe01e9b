import { CircleCheck, CircleX, Coins, Lock, Package, TriangleAlert } from 'lucide-react';
import { siteIcon } from '@/components/ui/icons';

export const LockIcon = siteIcon(Lock);
export const CheckCircleIcon = siteIcon(CircleCheck);
export const XCircleIcon = siteIcon(CircleX);
export const AlertIcon = siteIcon(TriangleAlert);
export const CoinsIcon = siteIcon(Coins);
export const PackageIcon = siteIcon(Package);
