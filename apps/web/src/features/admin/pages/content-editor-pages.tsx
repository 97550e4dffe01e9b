import type { ComponentType } from 'react';

/** Back-office editors of the site content (settings hub and home-page records), by route pattern. */
export const contentEditorPages: Partial<Record<string, ComponentType>> = {};
