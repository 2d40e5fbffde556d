import React from 'react';
import type {Segment} from './types';

/** Text with the matched words in <mark>; built from segments, never from HTML. */
export default function Highlighted({segments}: {segments: Segment[]}): React.ReactNode {
  return segments.map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : <React.Fragment key={i}>{segment.text}</React.Fragment>));
}
