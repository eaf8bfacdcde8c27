/**
 * The incoming-message sound (spec §9): an 800 Hz tone of 0.1 s, at most once
 * a second, and only once the member has interacted with the page (browsers
 * refuse sound before that anyway).
 */
let interacted = false;
let lastPlayed = 0;
let context: AudioContext | null = null;

if (typeof window !== 'undefined') {
  const mark = () => {
    interacted = true;
  };
  for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, mark, { once: true, capture: true });
}

export function playMessageSound(now = Date.now()): void {
  if (!interacted || now - lastPlayed < 1000 || typeof AudioContext === 'undefined') return;
  lastPlayed = now;
  context ??= new AudioContext();
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = 800;
  gain.gain.value = 0.1;
  oscillator.connect(gain).connect(context.destination);
  oscillator.start();
  oscillator.stop(context.currentTime + 0.1);
}
