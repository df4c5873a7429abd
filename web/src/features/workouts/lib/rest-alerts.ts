// How the end of a rest reaches the member (issue 16, point 8): a vibration where the device has
// one, three beeps made with Web Audio (no sound file), and a system notification when the page
// is hidden and the member allowed notifications. Each is optional: a browser without one of them
// still gets the others, and nothing here throws.

let audio: AudioContext | null = null;

/**
 * Browsers only let a page play sound after the member touched it: call this from a tap (marking a
 * set done) so the beeps can play later, even from a background tab.
 */
export function primeRestSound(): void {
  try {
    const Context = window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    audio ??= new Context();
    if (audio.state === 'suspended') void audio.resume();
  } catch {
    audio = null;
  }
}

function beep(): void {
  if (!audio) return;
  const start = audio.currentTime + 0.05;
  for (let i = 0; i < 3; i++) {
    const at = start + i * 0.3;
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.18);
    tone.connect(gain).connect(audio.destination);
    tone.start(at);
    tone.stop(at + 0.2);
  }
}

/** Notifications can be offered: the browser has them and the member has not answered yet. */
export function canAskForNotifications(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'default';
}

/** Asks for notifications; only ever from the member's tap on "Alert me in the background". */
export async function askForNotifications(): Promise<NotificationPermission | null> {
  if (typeof Notification === 'undefined') return null;
  try {
    return await Notification.requestPermission();
  } catch {
    return null;
  }
}

async function notify(title: string, body: string): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const options = { body, tag: 'fitcircle-rest', renotify: true } as NotificationOptions;
  try {
    // Phones only show notifications through a service worker, when the app has one.
    const registration = await navigator.serviceWorker?.getRegistration?.();
    if (registration) return await registration.showNotification(title, options);
    new Notification(title, options);
  } catch {
    // A browser that refuses (e.g. no constructor on Android without a worker) still had the rest.
  }
}

/** The rest is over: vibrate, beep, and notify when the member is not looking at the page. */
export function alertRestOver(): void {
  try {
    navigator.vibrate?.([200, 100, 200, 100, 400]);
  } catch {
    // Vibration is a hint, never required.
  }
  beep();
  if (document.visibilityState === 'hidden') void notify('Rest over', 'Time for your next set.');
}
