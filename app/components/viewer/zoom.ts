/** The viewer's zoom: steps a reader moves through, and "fit width" worked out from the space. */
export const zoomSteps = [0.5, 0.67, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4] as const;
export const minZoom = zoomSteps[0];
export const maxZoom = zoomSteps[zoomSteps.length - 1] ?? 4;

export const clampZoom = (scale: number) => Math.min(maxZoom, Math.max(minZoom, scale));

/** The next step up from the current scale (a pinch may leave it between steps). */
export function zoomIn(scale: number): number {
  return zoomSteps.find((step) => step > scale + 0.001) ?? maxZoom;
}

export function zoomOut(scale: number): number {
  return [...zoomSteps].reverse().find((step) => step < scale - 0.001) ?? minZoom;
}

/** The scale at which a page of this width (at 100 %) fills the space, less a margin each side. */
export function fitWidthScale(pageWidth: number, spaceWidth: number, margin = 16): number {
  if (pageWidth <= 0 || spaceWidth <= 0) return 1;
  return clampZoom((spaceWidth - 2 * margin) / pageWidth);
}

export const zoomPercent = (scale: number) => `${Math.round(scale * 100)}%`;
