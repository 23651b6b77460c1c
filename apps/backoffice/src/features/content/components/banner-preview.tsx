/**
 * A banner as the player app's carousel draws it: the picture with the title and subtitle over
 * its lower part, in the chosen language.
 */
export function BannerPreview({
  imageUrl,
  title,
  subtitle,
}: {
  imageUrl: string;
  title: string;
  subtitle?: string;
}) {
  return (
    <div
      className="relative aspect-[2/1] w-full max-w-md overflow-hidden rounded-xl bg-slate-800"
      data-testid="banner-preview"
    >
      {imageUrl && (
        <img src={imageUrl} alt="" className="absolute inset-0 size-full object-cover" />
      )}
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-4">
        <p className="text-lg font-semibold text-white">{title}</p>
        {subtitle && <p className="text-sm text-slate-200">{subtitle}</p>}
      </div>
    </div>
  );
}
