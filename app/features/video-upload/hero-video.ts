// Spec section 4: a hero video is available if the page supplies videoUrl, the name is
// 'Horizon Stage', or the visitor chose a local video. The visitor's own video wins.

export interface HeroVideoInput {
  name: string;
  videoUrl?: string;
  localVideoUrl?: string;
}

export function heroVideoSource(
  { name, videoUrl, localVideoUrl }: HeroVideoInput,
  horizonFilmUrl: string,
): string | undefined {
  if (localVideoUrl) return localVideoUrl;
  if (videoUrl) return videoUrl;
  if (name === "Horizon Stage") return horizonFilmUrl;
  return undefined;
}
