import { useDeviceValue } from '../lib/hydration';

/**
 * A moment shown in the device's time zone. The server cannot know that zone, so a screen it renders shows UTC,
 * and the text turns local as soon as the browser has hydrated it (decision 0046).
 */
export function LocalTime({ iso, format }: { iso: string; format: (iso: string, timeZone?: string) => string }) {
  const text = useDeviceValue(() => format(iso), format(iso, 'UTC'));
  return <time dateTime={iso}>{text}</time>;
}
