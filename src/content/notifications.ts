// Texts of the notification area (the toasts), shared by every page.

/** Fixed labels of the toaster. */
export interface NotificationTexts {
  /** Accessible name of each toast's close button. */
  closeLabel: string;
}

export const notificationTexts = {
  closeLabel: 'Close notification',
} as const satisfies NotificationTexts;
