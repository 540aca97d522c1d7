import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenReadyAndIdle } from '../../src/idle.ts';

/**
 * A widget whose code is its own chunk, requested only in idle time after the console is ready (`whenReadyAndIdle`;
 * on a page without the console, once the browser is idle): the page's start-up path (and its byte budget) never
 * carries it. Until it has loaded, `placeholder` holds its place; give the
 * placeholder the widget's loading size so nothing moves when it arrives (CLS 0).
 */
export function deferredWidget<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  placeholder: ReactNode
): ComponentType<P> {
  const Widget = lazy(load);
  function DeferredWidget(props: P): ReactNode {
    const [idle, setIdle] = useState(false);
    useEffect(() => {
      let live = true;
      whenReadyAndIdle(() => {
        if (live) setIdle(true);
      });
      return () => {
        live = false;
      };
    }, []);
    if (!idle) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Widget {...props} />
      </Suspense>
    );
  }
  return DeferredWidget;
}
