import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { type ComponentProps, type ReactNode, useEffect, useState } from 'react';
import { cn } from './cn';

/**
 * A dropdown menu (Radix): keyboard navigation, focus returns to the trigger. The open menu is placed in
 * the page's main landmark rather than at the end of the body, so that all content sits in a landmark.
 */
export function Menu({
  trigger,
  children,
  align = 'end',
  label,
}: {
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  label?: string;
}) {
  // found once the page is mounted, so that opening the menu never moves its portal
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => setContainer(document.getElementById('main')), []);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content
          align={align}
          sideOffset={6}
          aria-label={label}
          className="z-50 min-w-48 animate-fade-in rounded-xl border border-navy-100 bg-white p-1.5 shadow-xl"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function MenuItem({
  className,
  tone = 'default',
  icon,
  children,
  ...rest
}: ComponentProps<typeof DropdownMenu.Item> & { tone?: 'default' | 'danger'; icon?: ReactNode }) {
  return (
    <DropdownMenu.Item
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none select-none',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        tone === 'danger'
          ? 'text-danger-700 data-[highlighted]:bg-danger-50'
          : 'text-navy-800 data-[highlighted]:bg-navy-50',
        className,
      )}
      {...rest}
    >
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-navy-100" />;
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return (
    <DropdownMenu.Label className="px-3 py-2 text-xs font-medium text-navy-500">
      {children}
    </DropdownMenu.Label>
  );
}
