import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';

const DOT_STYLE = {
  display: 'inline-block',
  width: 6,
  height: 6,
  margin: '0 2px',
  borderRadius: '50%',
  background: 'currentColor',
  animation: 'gatehouse-dot 1.2s infinite ease-in-out both',
} as const;

/** Three pulsing dots for a short wait inside text or a button (spec/frame.md §2). */
export function LoadingDots({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Box component="span" role="status" aria-label={label ?? t`Loading`} display="inline-block">
      <style>
        {'@keyframes gatehouse-dot{0%,80%,100%{opacity:.25}40%{opacity:1}}' +
          '@media (prefers-reduced-motion: reduce){[data-loading-dot]{animation:none!important}}'}
      </style>
      {[0, 1, 2].map((index) => (
        <span
          key={index}
          data-loading-dot
          aria-hidden
          style={{ ...DOT_STYLE, animationDelay: `${index * 0.16}s` }}
        />
      ))}
    </Box>
  );
}
