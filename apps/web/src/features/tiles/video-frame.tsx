interface VideoFrameProps {
  src: string;
  title: string;
}

/** A lazily loaded 410x315 video player frame that shrinks to fit narrow tiles. */
export function VideoFrame({ src, title }: VideoFrameProps) {
  return (
    <div className="tile__video">
      <iframe
        src={src}
        title={title}
        width={410}
        height={315}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
