/*
 * The live camera for badge scanning: the rear camera at up to 1280×720, and a loop that
 * hands each frame to the decoder until a text is taken or the scan is aborted. Aborting
 * stops every track, so the camera's light goes off whatever ended the scan.
 */

const constraints: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
};

/** The camera is worth offering: the browser has getUserMedia (secure context, modern). */
export const cameraSupported = (): boolean =>
  typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/** Opens the rear camera; the stream's tracks stop when `signal` aborts, even mid-prompt. */
export async function openRearCamera(signal: AbortSignal): Promise<MediaStream> {
  const stream = await navigator.mediaDevices.getUserMedia(constraints);
  const stop = () => {
    for (const track of stream.getTracks()) track.stop();
  };
  if (signal.aborted) stop();
  else signal.addEventListener('abort', stop, { once: true });
  return stream;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Decodes frames of `video` one after another (never two at once, so a slow device skips
 * frames rather than queueing them) until `take` accepts a text or `signal` aborts.
 */
export async function scanFrames(
  video: HTMLVideoElement,
  signal: AbortSignal,
  decode: (image: ImageData) => Promise<string | null>,
  take: (text: string) => boolean,
): Promise<void> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas for the camera frames');
  while (!signal.aborted) {
    await nextFrame();
    const { videoWidth: width, videoHeight: height } = video;
    if (signal.aborted || width === 0 || height === 0) continue;
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    context.drawImage(video, 0, 0, width, height);
    const text = await decode(context.getImageData(0, 0, width, height));
    if (text !== null && !signal.aborted && take(text)) return;
  }
}

/** A photo's pixels, its longer side at most `maxSide` (a phone's 12 MP photo decodes slowly). */
export async function photoPixels(photo: Blob, maxSide = 1920): Promise<ImageData> {
  const bitmap = await createImageBitmap(photo);
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.round(bitmap.width * scale);
  const height = Math.round(bitmap.height * scale);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas for the photo');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return context.getImageData(0, 0, width, height);
}
