// The banner's severities in words (never the code on screen) and in the theme's colours: info on
// the info surface, warning on the warning surface, critical on the danger surface.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Theme } from '@emotion/react';

export type Severity = 'info' | 'warning' | 'critical';
export const SEVERITIES: Severity[] = ['info', 'warning', 'critical'];

export const SEVERITY_LABELS: Record<Severity, MessageDescriptor> = {
  info: msg({ message: 'Information', context: 'banner severity' }),
  warning: msg({ message: 'Warning', context: 'banner severity' }),
  critical: msg({ message: 'Critical', context: 'banner severity' }),
};

export const severityColors = (theme: Theme, severity: Severity) =>
  ({
    info: { background: theme.colors.infoSurface, color: theme.colors.onInfoSurface },
    warning: { background: theme.colors.warningSurface, color: theme.colors.onWarningSurface },
    critical: { background: theme.colors.dangerSurface, color: theme.colors.onDangerSurface },
  })[severity];
