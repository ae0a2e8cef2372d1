// The Japanese edition of ../notifications.ts: texts of the notification area (the toasts).
import type { NotificationTexts } from '../notifications.ts';

export const notificationTexts = {
  closeLabel: '通知を閉じる',
} as const satisfies NotificationTexts;
