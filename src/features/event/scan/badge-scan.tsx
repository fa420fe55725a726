import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { BadgeFields } from '@/features/event/scan/badge-payload';
import { cameraSupported } from '@/features/event/scan/camera-frames';
import { scanMessages } from '@/features/event/scan/scan-messages';
import { useBadgeScan } from '@/features/event/scan/use-badge-scan';

interface BadgeScanProps {
  /** A usable code was read: fill the form with it. */
  onFields: (fields: BadgeFields) => void;
  /** The camera is open or a photo is being read: the kiosk's idle reset should count it. */
  onActiveChange: (active: boolean) => void;
}

const previewStyle = {
  width: '100%',
  maxHeight: '45vh',
  objectFit: 'cover',
  borderRadius: 'var(--mantine-radius-md)',
  background: 'var(--mantine-color-dark-9)',
} as const;

/**
 * 'Scan badge' above the visitor's form: the rear camera reads the badge's QR code on the
 * device and the form is filled for the visitor to check. Where the camera is missing or
 * refused, 'Scan from a photo' takes a picture through the file input instead.
 */
export function BadgeScan({ onFields, onActiveChange }: BadgeScanProps) {
  const { videoRef, mode, cameraFailed, notice, startCamera, stop, readPhoto } =
    useBadgeScan(onFields);
  const [hasCamera] = useState(cameraSupported);
  const resetPhoto = useRef<() => void>(null);
  const cameraOpen = mode === 'starting' || mode === 'camera';
  useEffect(() => onActiveChange(mode !== 'idle'), [mode, onActiveChange]);

  return (
    <Stack gap="sm">
      {!cameraOpen && (
        <Group grow>
          {hasCamera && !cameraFailed && (
            <Button
              size="lg"
              variant="light"
              disabled={mode === 'reading'}
              onClick={() => void startCamera()}
            >
              Scan badge
            </Button>
          )}
          {(!hasCamera || cameraFailed) && (
            <FileButton
              accept="image/*"
              capture="environment"
              resetRef={resetPhoto}
              onChange={(photo) => {
                void readPhoto(photo).finally(() => resetPhoto.current?.());
              }}
            >
              {(props) => (
                <Button {...props} size="lg" variant="light" disabled={mode === 'reading'}>
                  Scan from a photo
                </Button>
              )}
            </FileButton>
          )}
        </Group>
      )}
      {cameraOpen && (
        <Stack gap="xs">
          <video
            ref={videoRef}
            aria-label="Camera preview"
            muted
            playsInline
            style={previewStyle}
          />
          <Text size="lg">{scanMessages.hint}</Text>
          <Button size="lg" variant="default" onClick={stop}>
            Cancel scan
          </Button>
        </Stack>
      )}
      {notice && (
        <Alert
          color={notice.tone === 'success' ? 'teal' : 'orange'}
          role={notice.tone === 'success' ? 'status' : 'alert'}
        >
          {notice.text}
        </Alert>
      )}
    </Stack>
  );
}
