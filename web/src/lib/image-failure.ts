// The web app's images and the shared avatar notice a failed image the same way.
export { useImageFailure } from '@oeuvre/ui/lib/image-failure';
