import type { Kernel } from './kernel.js';
import { LISTED_MODULES, type ModuleServices } from './modules.js';

/** Every service of one server instance, wired once; routes and tests take them from here. */
export type Services = ModuleServices & Pick<Kernel, 'sessions' | 'realtime' | 'metrics'>;

/** Builds each module's services in the listed order, each from the kernel and those before it. */
export function createServices(kernel: Kernel): Services {
  const built: Record<string, unknown> = {
    sessions: kernel.sessions,
    realtime: kernel.realtime,
    metrics: kernel.metrics,
  };
  for (const m of LISTED_MODULES) Object.assign(built, m.services(kernel, built));
  return built as Services;
}
