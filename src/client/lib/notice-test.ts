import type { NoticeChannelName } from '#shared/contracts/notifications.ts';
import { failureOf } from './api-fetch.ts';

/** The spec's catalogue text (§8) for a test notice that was not sent, per channel. */
export const NOTICE_TEST_FAILURES: Record<NoticeChannelName, string> = {
  email: 'Failed to send test email message',
  sms: 'Failed to send test SMS message',
  telegram: 'Failed to send test Telegram message',
};

/**
 * What a test notice that was not sent shows: the catalogue text for the channel, followed by the
 * server's words, given as the `{sent:false}` answer's message or as the error of a refused call
 * (a network failure has none).
 */
export function noticeTestFailure(channel: NoticeChannelName, reason: string | unknown): string {
  const words = typeof reason === 'string' ? reason : failureOf(reason).message;
  return words ? `${NOTICE_TEST_FAILURES[channel]}: ${words}` : NOTICE_TEST_FAILURES[channel];
}
