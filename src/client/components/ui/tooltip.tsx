import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** The spec's 700 ms open delay. */
export const TOOLTIP_DELAY_MS = 700;

/**
 * Shares the open delay across tooltips of one screen. Each `Tooltip` brings
 * its own provider too, so public pages that show none do not load the
 * tooltip code (it pulls in the positioning library).
 */
export function TooltipProvider({ delayDuration = TOOLTIP_DELAY_MS, ...props }: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link), so keyboard users can open the tooltip too. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left' | undefined;
  className?: string | undefined;
}

/**
 * Supplementary hint only: tooltips are invisible on touch screens,
 * so never put information here that is not available elsewhere.
 */
export function Tooltip({ content, children, side = 'top', className }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={cn(
              'z-50 max-w-xs rounded-md bg-slate-900 px-3 py-1.5 text-sm leading-snug text-white shadow-md',
              'transition-opacity duration-150 starting:opacity-0',
              className,
            )}
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-slate-900" width={10} height={5} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
