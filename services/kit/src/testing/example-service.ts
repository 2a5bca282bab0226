import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '../app.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import type { StoredEvent } from '../event-store/port.ts';
import type { Projection, ServiceDefinition } from '../service.ts';

/*
 * A tiny service used by the kit's own tests (and as a reference): notes that
 * can be created once and renamed, with a read model of titles.
 */

export interface NoteState {
  exists: boolean;
  title: string;
}

export const initialNote: NoteState = { exists: false, title: '' };

/** Fold a note event into the note's state. */
export function evolveNote(state: NoteState, event: StoredEvent): NoteState {
  const data = z.object({ title: z.string() }).parse(event.data);
  switch (event.type) {
    case 'notes.note.created':
    case 'notes.note.renamed':
      return { exists: true, title: data.title };
    default:
      return state;
  }
}

interface NoteRow {
  _id: string;
  title: string;
  version: number;
}

export const notesProjection: Projection = {
  name: 'notes',
  async init(docs) {
    await docs.collection<NoteRow>('notes').ensureIndex('title');
  },
  async apply(event, docs) {
    if (!event.type.startsWith('notes.note.')) return;
    const { title } = z.object({ title: z.string() }).parse(event.data);
    await docs.collection<NoteRow>('notes').put({ _id: event.stream.replace(/^note-/, ''), title, version: event.streamVersion });
  },
};

const NoteBody = z.object({ title: z.string({ error: 'title is required' }).min(1, 'title is required') });

export const notesService: ServiceDefinition = {
  name: 'notes',
  projections: [notesProjection],
  routes: (ctx) =>
    new Hono()
      .post('/notes', validate('json', NoteBody), async (c) => {
        const id = ctx.newId();
        const { title } = c.req.valid('json');
        const { state } = await ctx.commands.execute({
          stream: `note-${id}`,
          initialState: initialNote,
          evolve: evolveNote,
          decide: () => [{ type: 'notes.note.created', version: 1, data: { title } }],
          meta: { actor: 'user:test', correlationId: c.get('requestId') },
        });
        return c.json({ id, title: state.title }, 201);
      })
      .put('/notes/:id', validate('json', NoteBody), async (c) => {
        const { title } = c.req.valid('json');
        const { state } = await ctx.commands.execute({
          stream: `note-${c.req.param('id')}`,
          initialState: initialNote,
          evolve: evolveNote,
          decide: (note) => {
            if (!note.exists) throw new NotFoundError('No such note');
            if (note.title === title) throw new ConflictError('The note already has that title');
            return [{ type: 'notes.note.renamed', version: 1, data: { title } }];
          },
          meta: { actor: 'user:test', correlationId: c.get('requestId') },
        });
        return c.json({ id: c.req.param('id'), title: state.title });
      })
      .get('/notes', async (c) => {
        const rows = await ctx.docs.collection<NoteRow>('notes').find({}, { sort: { title: 1 } });
        return c.json(rows.map((row) => ({ id: row._id, title: row.title })));
      })
      .get('/slow', async (c) => {
        ctx.logger.info('slow request started');
        await new Promise((resolve) => setTimeout(resolve, Number(c.req.query('ms') ?? '300')));
        return c.text('done');
      }),
};
