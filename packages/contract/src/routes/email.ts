// The email outbox (admin).
import { outboxList } from '../schemas/email.ts';
import { defineRoutes } from './define.ts';

export const emailRoutes = defineRoutes({
  'admin.outbox.list': {
    method: 'GET',
    path: '/api/admin/outbox',
    access: 'admin',
    response: outboxList,
    summary:
      'The email outbox, newest first: recipient, subject, status, attempts, the last SMTP answer, the text',
  },
});
