import type { User } from '@common/schemas/user';
import {
  CircleUser,
  Compass,
  Dumbbell,
  House,
  type LucideIcon,
  MapPin,
  MessageCircle,
  Search,
  Settings,
  Users,
  Utensils,
} from 'lucide-react';
import { profilePath } from '@/lib/profile-path';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The sidebar and mobile drawer (spec section 2, Layout). */
export const SIDEBAR_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Home', icon: House },
  { to: '/explore', label: 'Explore', icon: Compass },
  { to: '/gyms', label: 'Find Gyms', icon: MapPin },
  { to: '/follows', label: 'Find People', icon: Users },
  { to: '/search', label: 'Search Users', icon: Search },
  { to: '/meals', label: 'Meal Plans', icon: Utensils },
  { to: '/workouts', label: 'Workouts', icon: Dumbbell },
  { to: '/chat', label: 'Messages', icon: MessageCircle },
  { to: '/profile', label: 'Profile', icon: CircleUser },
  { to: '/settings', label: 'Settings', icon: Settings },
];

/** The phone's bottom bar. */
export const BOTTOM_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Home', icon: House },
  { to: '/explore', label: 'Explore', icon: Compass },
  { to: '/gyms', label: 'Gyms', icon: MapPin },
  { to: '/workouts', label: 'Workouts', icon: Dumbbell },
  { to: '/profile', label: 'Profile', icon: CircleUser },
];

/**
 * Where an item's link goes and whether it is current on its own path only. Profile stands for
 * the member's own profile: it links there and is not shown current on another member's.
 */
export function navTarget(to: string, user: Pick<User, 'id' | 'username'>): { to: string; end: boolean } {
  return to === '/profile' ? { to: profilePath(user), end: true } : { to, end: false };
}
