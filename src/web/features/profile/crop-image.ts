// SPEC §5 photo crop: the crop is drawn so its longer side is at most 1000 px, as PNG at 0.85.
export const MAX_IMAGE_SIDE = 1000;
export const IMAGE_QUALITY = 0.85;
export const IMAGE_TYPE = 'image/png';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/** Scale that brings the longer side down to `max` (never up). */
export function fitScale(width: number, height: number, max = MAX_IMAGE_SIDE): number {
  const longer = Math.max(width, height);
  return longer > max ? max / longer : 1;
}

export async function cropToBlob(src: string, area: PixelArea): Promise<Blob> {
  const image = await loadImage(src);
  const scale = fitScale(area.width, area.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
      IMAGE_TYPE,
      IMAGE_QUALITY,
    );
  });
}
