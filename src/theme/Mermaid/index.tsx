/**
 * Wraps Docusaurus's Mermaid so that the Mermaid library (about 600 KB of
 * JavaScript, run on the main thread) is fetched and run only when a diagram
 * comes within a screen of the viewport, or when the page is printed. Stock
 * Mermaid loads it right after hydration on every page with a diagram, even
 * when the diagram is far below what a phone shows. Until then the diagram
 * takes no room, as stock Mermaid's does while it renders.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';

// One viewport height ahead, so a diagram is usually drawn before a scrolling reader reaches it.
const AHEAD = '100% 0px';

export default function LazyMermaid(props: Props): ReactNode {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      // A browser without IntersectionObserver draws on the next frame, as stock Mermaid would.
      const frame = requestAnimationFrame(() => setNear(true));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {rootMargin: AHEAD});
    observer.observe(element);
    const beforePrint = () => setNear(true);
    window.addEventListener('beforeprint', beforePrint);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', beforePrint);
    };
  }, [near]);
  return near ? <Mermaid {...props} /> : <div ref={anchor} />;
}
