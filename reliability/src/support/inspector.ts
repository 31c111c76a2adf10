// A server started with `--inspect=127.0.0.1:<port>` (startServer's nodeArgs), reached over the DevTools protocol:
// its memory after a full garbage collection, which is what the process really keeps (sampled figures also hold
// garbage not collected yet and heap V8 has not given back).

export type MemoryAfterGc = { rssMb: number; heapUsedMb: number; heapTotalMb: number; externalMb: number };

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

async function session(inspectPort: number): Promise<{
  send: (method: string, params?: object) => Promise<Record<string, unknown>>;
  close: () => void;
}> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 1;
  const waiting = new Map<
    number,
    { resolve: (r: Record<string, unknown>) => void; reject: (e: Error) => void }
  >();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      result?: object;
      error?: { message: string };
    };
    const call = message.id === undefined ? undefined : waiting.get(message.id);
    if (!call) return;
    waiting.delete(message.id!);
    if (message.error) call.reject(new Error(message.error.message));
    else call.resolve((message.result ?? {}) as Record<string, unknown>);
  });
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

/** Collects all garbage in the server (a full, memory-reducing collection), then reads process.memoryUsage(). */
export async function memoryAfterFullGc(inspectPort: number): Promise<MemoryAfterGc> {
  const { send, close } = await session(inspectPort);
  try {
    await send('HeapProfiler.collectGarbage');
    const answer = (await send('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    })) as { result: { value: string } };
    const memory = JSON.parse(answer.result.value) as NodeJS.MemoryUsage;
    return {
      rssMb: mb(memory.rss),
      heapUsedMb: mb(memory.heapUsed),
      heapTotalMb: mb(memory.heapTotal),
      externalMb: mb(memory.external),
    };
  } finally {
    close();
  }
}

/** Lines Node writes to stderr about its inspector: not the server's errors. */
export const INSPECTOR_NOTICE =
  /^(Debugger (listening|ending) on |For help, see: |Debugger attached\.|Waiting for the debugger to disconnect)/;
