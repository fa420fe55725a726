import { useCallback, useEffect, useRef, useState } from 'react';
import { parseBadge, type BadgeFields } from '@/features/event/scan/badge-payload';
import { openRearCamera, photoPixels, scanFrames } from '@/features/event/scan/camera-frames';
import { scanMessages } from '@/features/event/scan/scan-messages';

/** idle: nothing runs; starting: asking for the camera; camera: decoding frames; reading: a photo. */
export type ScanMode = 'idle' | 'starting' | 'camera' | 'reading';

export interface ScanNotice {
  tone: 'success' | 'error';
  text: string;
}

const loadDecoder = () => import('@/features/event/scan/badge-decoder');

/**
 * A badge scan by camera or photo: a usable code calls `onFields` once and ends the scan; a
 * code with nothing usable says so and the camera keeps looking. The camera is released on
 * success, on `stop`, on a failure and when the component unmounts (a new visitor, the
 * kiosk's idle reset).
 */
export function useBadgeScan(onFields: (fields: BadgeFields) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const session = useRef<AbortController | null>(null);
  const [mode, setMode] = useState<ScanMode>('idle');
  const [cameraFailed, setCameraFailed] = useState(false);
  const [notice, setNotice] = useState<ScanNotice | null>(null);
  const onFieldsRef = useRef(onFields);
  useEffect(() => {
    onFieldsRef.current = onFields;
  });
  useEffect(() => () => session.current?.abort(), []);
  // Event mode keeps the decoder for offline use from the moment the kiosk opens.
  useEffect(() => {
    loadDecoder()
      .then((decoder) => decoder.keepDecoderOffline())
      .catch(() => undefined);
  }, []);

  const stop = useCallback(() => {
    session.current?.abort();
    session.current = null;
    setMode('idle');
  }, []);

  /** True when the text filled the form. */
  const take = useCallback((text: string) => {
    const fields = parseBadge(text);
    if (!fields) {
      // The camera meets the same code frame after frame: one render says it.
      setNotice((shown) =>
        shown?.text === scanMessages.unusable
          ? shown
          : { tone: 'error', text: scanMessages.unusable },
      );
      return false;
    }
    onFieldsRef.current(fields);
    setNotice({ tone: 'success', text: scanMessages.filled });
    return true;
  }, []);

  const startCamera = useCallback(async () => {
    session.current?.abort();
    const controller = new AbortController();
    session.current = controller;
    const { signal } = controller;
    setNotice(null);
    setMode('starting');
    const decoder = loadDecoder();
    decoder.catch(() => undefined);
    let stream: MediaStream;
    try {
      stream = await openRearCamera(signal);
    } catch {
      if (signal.aborted) return;
      setCameraFailed(true);
      setNotice({ tone: 'error', text: scanMessages.cameraUnavailable });
      stop();
      return;
    }
    try {
      const { decodeQrCode } = await decoder;
      const video = videoRef.current;
      if (signal.aborted || !video) return;
      setMode('camera');
      video.srcObject = stream;
      await video.play();
      await scanFrames(video, signal, (frame) => decodeQrCode(frame, 'frame'), take);
    } catch {
      if (signal.aborted) return;
      setNotice({ tone: 'error', text: scanMessages.decoderUnavailable });
    }
    if (session.current === controller) stop();
  }, [stop, take]);

  const readPhoto = useCallback(
    async (photo: File | null) => {
      if (!photo) return;
      stop();
      setNotice(null);
      setMode('reading');
      try {
        const { decodeQrCode } = await loadDecoder();
        // A file the browser cannot open as a picture is as good as one without a code.
        const pixels = await photoPixels(photo).catch(() => null);
        const text = pixels && (await decodeQrCode(pixels, 'photo'));
        if (!text) setNotice({ tone: 'error', text: scanMessages.noCode });
        else take(text);
      } catch {
        setNotice({ tone: 'error', text: scanMessages.decoderUnavailable });
      }
      setMode('idle');
    },
    [stop, take],
  );

  return { videoRef, mode, cameraFailed, notice, startCamera, stop, readPhoto };
}
