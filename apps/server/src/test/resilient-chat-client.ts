import type { ChatMessage, ClientToServerEvents, ServerToClientEvents } from "@devmatch/shared";
import { API_CLIENT_HEADER, SOCKET_PATH } from "@devmatch/shared";
import { io as connect, type Socket } from "socket.io-client";

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A chat member speaking the same protocol as the web app's chat screen: reconnects by itself, joins the chat
 * again, catches up with `after=<seq>`, and sends every unconfirmed message again with its client id.
 */
export class ResilientChatClient {
  readonly socket: ChatSocket;
  /** Messages of the partner as shown: by id, each once. */
  readonly shown = new Map<string, ChatMessage>();
  /** Every arrival of a partner's message, duplicates included (socket and catch-up can overlap). */
  arrivals = 0;
  reconnects = 0;
  /** When the connection last came back after a drop (epoch ms), or 0. */
  reconnectedAt = 0;
  readonly confirmed = new Map<string, ChatMessage>();
  /** Unconfirmed messages by client id: the text (a photo's caption) and the photo's or voice note's id. */
  private readonly pending = new Map<string, OutgoingMessage>();
  private lastSeq = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly cookie: string,
    readonly me: string,
    readonly partner: string,
  ) {
    this.socket = connect(baseUrl, {
      path: SOCKET_PATH,
      transports: ["websocket"],
      extraHeaders: { cookie, origin: new URL(baseUrl).origin },
      reconnection: true,
      reconnectionDelay: 200,
      reconnectionDelayMax: 1_000,
      forceNew: true,
    });
    this.socket.on("messageReceived", (message) => this.show(message));
    this.socket.on("connect", () => void this.onConnect());
    // As the web app: a refusal at the handshake (other than being signed out) is tried again.
    this.socket.on("connect_error", (error) => {
      if (this.socket.active || error.message === "UNAUTHENTICATED") return;
      setTimeout(() => {
        if (!this.socket.connected && !this.closed) this.socket.connect();
      }, 500);
    });
  }

  private closed = false;

  get connected() {
    return this.socket.connected;
  }

  /** Resolves once the first connection is up and the chat joined. */
  async ready(timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (!this.joined && Date.now() < deadline) await sleep(50);
    if (!this.joined) throw new Error(`${this.me} could not join the chat`);
  }

  private joined = false;

  private async onConnect() {
    // Caught up from what was known when the connection came back: messages arriving live meanwhile must not
    // move the starting point past ones that were missed while away.
    const knownSeq = this.lastSeq;
    if (this.joined) {
      this.reconnects += 1;
      this.reconnectedAt = Date.now();
    }
    const answer = await this.socket
      .timeout(5_000)
      .emitWithAck("joinChat", { targetUserId: this.partner })
      .catch(() => null);
    this.joined = Boolean(answer?.ok);
    await this.catchUp(knownSeq);
    for (const [clientId, message] of this.pending) void this.deliver(clientId, message);
  }

  /** As the web app: every page missed while away, each failed read asked again a little later each time. */
  private async catchUp(afterSeq: number) {
    let after = afterSeq;
    for (;;) {
      const page = await this.readPageAfter(after);
      if (!page) return;
      for (const message of page.messages) this.show(message);
      const last = page.messages.at(-1);
      if (!page.hasMore || !last) return;
      after = last.seq;
    }
  }

  private async readPageAfter(afterSeq: number) {
    type Page = { messages: ChatMessage[]; hasMore: boolean };
    for (const waitMs of [250, 500, 1_000, 2_000, 4_000]) {
      const response = await fetch(`${this.baseUrl}/api/chat/${this.partner}?after=${afterSeq}&limit=100`, {
        headers: { cookie: this.cookie },
      }).catch(() => null);
      if (response?.ok) {
        const body = (await response.json()) as { data?: Page } & Partial<Page>;
        const page = body.data ?? body;
        return { messages: page.messages ?? [], hasMore: page.hasMore ?? false };
      }
      await sleep(waitMs);
    }
    return null;
  }

  private show(message: ChatMessage) {
    if (message.senderId._id !== this.partner) return;
    this.arrivals += 1;
    this.shown.set(message._id, message);
    this.lastSeq = Math.max(this.lastSeq, message.seq);
  }

  /** Sends and waits until the server has stored it, however many tries that takes. */
  async send(text: string, media: Omit<OutgoingMessage, "text"> = {}) {
    const clientId = `${this.me.slice(0, 8)}-${crypto.randomUUID()}`;
    const message = { text, ...media };
    this.pending.set(clientId, message);
    const deadline = Date.now() + 60_000;
    while (this.pending.has(clientId) && Date.now() < deadline) {
      if (this.socket.connected) await this.deliver(clientId, message);
      if (this.pending.has(clientId)) await sleep(250);
    }
    if (this.pending.has(clientId)) throw new Error(`message ${clientId} was never stored`);
    return clientId;
  }

  /** Uploads a photo to the chat, then sends it with a caption as a message, exactly as `send` does. */
  async sendPhoto(caption: string, image: Buffer) {
    const { photoId } = await this.upload<{ photoId: string }>("photos", "photo", image, "image/jpeg", "photo.jpg");
    return this.send(caption, { photoId });
  }

  /** Records a voice note into the chat, then sends it as a message, exactly as `send` does. */
  async sendVoiceNote(caption: string, recording: Buffer) {
    const { voiceId } = await this.upload<{ voiceId: string }>("voice", "audio", recording, "audio/webm", "note.webm");
    return this.send(caption, { voiceId });
  }

  /** Uploads a file to the chat, again until a server takes it (one may be down, or busy for a few seconds). */
  private async upload<Answer>(path: string, field: string, file: Buffer, type: string, name: string) {
    const deadline = Date.now() + 60_000;
    let lastAnswer = "no answer";
    while (Date.now() < deadline) {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(file)], { type }), name);
      const response = await fetch(`${this.baseUrl}/api/chat/${this.partner}/${path}`, {
        method: "POST",
        headers: { cookie: this.cookie, origin: new URL(this.baseUrl).origin, [API_CLIENT_HEADER]: "web" },
        body: form,
      }).catch(() => null);
      if (response?.status === 201) return ((await response.json()) as { data: Answer }).data;
      if (response) lastAnswer = `${response.status} ${await response.text()}`;
      // A busy server says when to come back (each try counts against the member's upload limit).
      await sleep(Number(response?.headers.get("retry-after") ?? 0) * 1000 || 250);
    }
    throw new Error(`the ${field} was never uploaded (last answer: ${lastAnswer})`);
  }

  private async deliver(clientId: string, message: OutgoingMessage) {
    const answer = await this.socket
      .timeout(3_000)
      .emitWithAck("sendMessage", { targetUserId: this.partner, clientId, ...message })
      .catch(() => null);
    if (answer?.ok) {
      this.confirmed.set(clientId, answer.message);
      this.pending.delete(clientId);
    }
  }

  close() {
    this.closed = true;
    this.socket.close();
  }
}

interface OutgoingMessage {
  text: string;
  photoId?: string;
  voiceId?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
