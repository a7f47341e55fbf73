import { api } from '@heroroad/protocol';
import type { FastifyInstance } from 'fastify';
import { languageList } from '@heroroad/rules';
import { AppError } from '../core/errors.js';
import { requestLang } from '../core/lang.js';
import { route } from '../core/route.js';
import type { NotificationService } from './notifications.js';
import type { PlayerService } from './service.js';

export function playerRoutes(
  app: FastifyInstance,
  players: PlayerService,
  notifications: NotificationService,
): void {
  const p = api.player;
  route(app, p.infoCurrent, ({ auth, query }) => players.info(auth.playerId, query));
  route(app, p.current, ({ auth }) => players.load(auth.playerId));
  route(app, p.idCurrent, ({ auth }) => ({ id: auth.playerId }));
  route(app, p.updateMoveSpeedMode, ({ auth, body }) =>
    players.setMoveSpeedMode(auth.playerId, body.moveSpeedMode),
  );
  route(app, p.updateSoundMute, ({ auth, body }) =>
    players.setSoundMute(auth.playerId, body.soundMute),
  );
  route(app, p.setRated, ({ auth }) => players.setRated(auth.playerId));
  route(app, p.uiSwitch, ({ auth, body }) => players.switchUi(auth.playerId, body.interfaceMode));
  route(app, p.pushSwitch, ({ auth, body }) => players.switchPush(auth.playerId, body.enabled));
  route(app, p.settings, ({ auth, body }) => players.saveSettings(auth.playerId, body));
  route(app, p.setQuality, ({ auth, params }) => players.setQuality(auth.playerId, params.q));
  route(app, p.langSwitch, ({ auth }) => players.switchLang(auth.playerId));
  route(app, p.langList, ({ lang }) => languageList(lang));
  route(app, p.langSwitchTo, ({ auth, params, req }) =>
    players.switchLang(
      auth.playerId,
      params.code.toUpperCase() === 'ANY'
        ? requestLang(req.query, req.headers['accept-language'])
        : params.code,
    ),
  );
  route(app, p.versionUpdate, async ({ auth, body }) => {
    await players.updateVersion(auth.playerId, body.version);
    return { ok: true } as const;
  });
  route(app, p.notifList, ({ auth }) => notifications.unread(auth.playerId));
  route(app, p.notificationReset, async ({ auth }) => {
    await notifications.markAllRead(auth.playerId);
    return { ok: true } as const;
  });
  route(app, p.notifRemove, async ({ auth, params }) => {
    if (!(await notifications.remove(auth.playerId, params.id))) throw new AppError('NOT_FOUND');
    return { ok: true } as const;
  });
}
