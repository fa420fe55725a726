/** What the booth's badge scan tells the visitor, word for word (the e2e tests assert them). */
export const scanMessages = {
  hint: "Hold your badge's QR code up to the camera.",
  filled: 'Filled in from your badge. Please check your details before you submit.',
  unusable: 'This code has no name or email address we can use. Please type your details instead.',
  noCode: 'No QR code found in that picture. Please try again, or type your details.',
  cameraUnavailable:
    "The camera isn't available. Scan your badge from a photo instead, or type your details.",
  decoderUnavailable: "The scanner couldn't start. Please type your details.",
} as const;
