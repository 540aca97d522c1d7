import { useEffect, useRef, type ReactNode } from 'react';
import {
  flyoutTitle,
  galleryFrameMessage,
  galleryFrameSandbox,
  isFromFrame,
  type GalleryTopic,
} from '../../../src/domain/gallery.ts';
import { SidePanel } from '../../shared/side-panel.tsx';

/** The flyout of an open tile (spec 2 §2): a medium side panel titled from the tile, its page in a sandboxed frame. */
export function GalleryFlyout(props: {
  /** The tile whose page shows; kept while the panel closes. */
  topic: GalleryTopic | null;
  open: boolean;
  consoleOrigin: string;
  /** The close button, Escape, or the page's own close or escape message. */
  onClose: () => void;
  /** The tile to give focus back to. */
  returnFocus: () => HTMLElement | null | undefined;
}): ReactNode {
  const { topic, open, consoleOrigin } = props;
  const frame = useRef<HTMLIFrameElement>(null);
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;
  const src = topic?.content.src;
  const origin = src ? new URL(src).origin : '';

  useEffect(() => {
    if (!open || !src) return undefined;
    // Only the open page's own frame, from its own origin, may close the flyout: the console itself, other frames and
    // other origins are ignored, whatever they send.
    const handleMessage = (event: MessageEvent): void => {
      if (!isFromFrame(event, { origin, window: frame.current?.contentWindow ?? null })) return;
      if (galleryFrameMessage(event.data) !== null) onClose.current();
    };
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [open, src, origin]);

  const title = topic ? flyoutTitle(topic) : '';
  return (
    <SidePanel
      open={open}
      heading={title}
      size="medium"
      flush
      initialFocus="heading"
      testId="home-gallery-flyout"
      onClose={() => onClose.current()}
      returnFocus={props.returnFocus}
    >
      {open && src ? (
        // A new frame per page and none while closed: changing a frame's src would add entries to the page's history.
        <iframe
          key={src}
          ref={frame}
          className="gallery-frame"
          src={src}
          title={title}
          sandbox={galleryFrameSandbox(origin, consoleOrigin)}
        />
      ) : null}
    </SidePanel>
  );
}
