import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import { cn } from '../../lib/cn';

/** Radix Tabs with the shop's styling: arrow keys move between tabs, Tab moves into the panel. */
export const Tabs = RadixTabs.Root;

export const TabsList = forwardRef<ElementRef<typeof RadixTabs.List>, ComponentPropsWithoutRef<typeof RadixTabs.List>>(
  function TabsList({ className, ...props }, ref) {
    return (
      <RadixTabs.List
        ref={ref}
        data-slot="tabs-list"
        className={cn('flex gap-1 border-b border-maple-300', className)}
        {...props}
      />
    );
  },
);

export const TabsTrigger = forwardRef<
  ElementRef<typeof RadixTabs.Trigger>,
  ComponentPropsWithoutRef<typeof RadixTabs.Trigger>
>(function TabsTrigger({ className, ...props }, ref) {
  return (
    <RadixTabs.Trigger
      ref={ref}
      data-slot="tabs-trigger"
      className={cn(
        '-mb-px cursor-pointer border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-walnut-600',
        'hover:text-walnut-900 data-[state=active]:border-amber-700 data-[state=active]:text-walnut-900',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber-700',
        className,
      )}
      {...props}
    />
  );
});

export const TabsContent = forwardRef<
  ElementRef<typeof RadixTabs.Content>,
  ComponentPropsWithoutRef<typeof RadixTabs.Content>
>(function TabsContent({ className, ...props }, ref) {
  return (
    <RadixTabs.Content
      ref={ref}
      data-slot="tabs-content"
      className={cn('py-4 focus-visible:outline-2 focus-visible:outline-amber-700', className)}
      {...props}
    />
  );
});
