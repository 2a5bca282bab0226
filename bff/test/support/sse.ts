/** One server-sent-events frame as a test reads it. */
export interface SseFrame {
  event?: string;
  data?: string;
  retry?: number;
  comments: string[];
}

function parseFrame(block: string): SseFrame {
  const frame: SseFrame = { comments: [] };
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comments.push(line.slice(1).trim());
    else if (line.startsWith('event:')) frame.event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    else if (line.startsWith('retry:')) frame.retry = Number(line.slice(6).trim());
  }
  if (data.length > 0) frame.data = data.join('\n');
  return frame;
}

/**
 * Reads an event-stream body frame by frame: `next(match)` resolves with the
 * first frame (from here on) that matches, or rejects after `timeoutMs`.
 */
export function sseReader(body: ReadableStream<Uint8Array> | null) {
  if (!body) throw new Error('no body');
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const frames: SseFrame[] = [];

  async function next(match: (frame: SseFrame) => boolean = () => true, timeoutMs = 5000): Promise<SseFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (frames.length > 0) {
        const frame = frames.shift();
        if (frame && match(frame)) return frame;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no matching server-sent event in time');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no matching server-sent event in time')), left);
      });
      const chunk = await Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error('the stream ended');
      buffer += decoder.decode(chunk.value, { stream: true }).replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        frames.push(parseFrame(buffer.slice(0, end)));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  }

  return { next, close: () => reader.cancel().catch(() => undefined) };
}
