// The banner's severities in words (never the code on screen) and in the theme's colours: info on
// the info surface, warning on the warning surface, critical on the danger surface.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BannerTone } from '../../components/banner-style.ts';

export type Severity = 'info' | 'warning' | 'critical';
export const SEVERITIES: Severity[] = ['info', 'warning', 'critical'];

export const SEVERITY_LABELS: Record<Severity, MessageDescriptor> = {
  info: msg({ message: 'Information', context: 'banner severity' }),
  warning: msg({ message: 'Warning', context: 'banner severity' }),
  critical: msg({ message: 'Critical', context: 'banner severity' }),
};

/** The banners' tone of each severity. */
export const SEVERITY_TONES: Record<Severity, BannerTone> = { info: 'info', warning: 'warning', critical: 'danger' };
