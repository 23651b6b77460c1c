import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { toasterMounted } from '../lib/toast';

/** Shell spec §9: toasts stay 10 s and at most 5 show at once. */
const TOAST_DURATION_MS = 10_000;
const VISIBLE_TOASTS = 5;

export function Toaster() {
  // sonner subscribes in its own effect, which runs before this one (children first).
  useEffect(toasterMounted, []);
  return (
    <SonnerToaster
      theme="dark"
      position="top-center"
      duration={TOAST_DURATION_MS}
      visibleToasts={VISIBLE_TOASTS}
      closeButton
      richColors
    />
  );
}
