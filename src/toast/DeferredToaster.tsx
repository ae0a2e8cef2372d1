import { useEffect, useState, type ComponentType } from 'react';
import { useEdition } from '../editions/edition.ts';
import { afterStartup } from '../lib/idle.ts';
import { ToastViewport } from './ToastViewport.tsx';

/**
 * The <Toaster /> the layout renders. Its empty live regions are part of every page;
 * the code that draws toasts (and the store) loads with the other prefetches once the
 * page has settled, so it does not weigh on any page's first load. Toasts raised before that (only the contact form
 * raises any) wait in the store and appear as soon as it has loaded.
 */
export function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType<{ closeLabel?: string }> | null>(null);
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
