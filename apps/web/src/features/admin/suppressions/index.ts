import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { SuppressionsPage } from './pages/suppressions-page';

/** The back office's Suppressions screen (issue 13). */
export const suppressionPages: Partial<Record<string, ComponentType>> = {
  [paths.admin.suppressions]: SuppressionsPage,
};
