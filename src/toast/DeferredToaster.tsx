import { useEffect, useState, type ComponentType } from 'react';
import { useEdition } from '../editions/edition.ts';
import { afterStartup } from '../lib/idle.ts';
import type { ToastInput } from './store.ts';
import { ToastViewport } from './ToastViewport.tsx';

/**
 * Shows a toast. The toast store is not part of any page's first load: it arrives with the
 * toaster once the page has settled, long before a visitor has filled in a form, so the import
 * is normally done already. (The same import as the toaster's, from the main script: an import
 * issued from a page's chunk would split the bundler's runtime out of the main script.)
 */
export function deferredToast(input: ToastInput): void {
  void import('./Toaster.tsx').then((module) => module.toast(input));
}

/**
 * The <Toaster /> the layout renders. Its empty live regions are part of every page;
 * the code that draws toasts (and the store) loads with the other prefetches once the
 * page has settled, so it does not weigh on any page's first load. Toasts raised before that (only the contact form
 * raises any) wait in the store and appear as soon as it has loaded.
 */
export function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType<{ closeLabel: string }> | null>(null);
  const { shell } = useEdition();

  useEffect(() => {
    let active = true;
    afterStartup(() => {
      void import('./Toaster.tsx').then((module) => {
        if (active) setToaster(() => module.Toaster);
      });
    });
    return () => {
      active = false;
    };
  }, []);

  return Toaster ? <Toaster closeLabel={shell.closeNotification} /> : <ToastViewport />;
}
