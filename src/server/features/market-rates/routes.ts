import { marketRatesQuerySchema, marketRatesSchema } from '../../../contract/market-rates-schemas.ts';
import type { AppContext } from '../../context.ts';
import { defineRoute, type RouteDefinition } from '../../http/route-table.ts';
import { createMarketRateRepository } from './repository.ts';
import { createMarketRateService } from './service.ts';

export function marketRateRoutes(ctx: AppContext): RouteDefinition[] {
  const rates = createMarketRateService(createMarketRateRepository(ctx.db));
  return [
    defineRoute({
      method: 'GET',
      url: '/next/api/rates',
      tag: 'opportunities',
      summary: 'What professionals ask for a service in a language pair',
      description:
        'The quartiles of the rates that profiles listed in the directory give, per unit and currency, in thousandths of the currency; a unit and currency fewer than 5 profiles use is left out.',
      access: 'public',
      scopes: ['jobs:read'],
      query: marketRatesQuerySchema,
      strictQuery: true,
      response: { schema: marketRatesSchema },
      example: { query: { source: 'por', target: 'eng', service_id: '1' } },
      handler: ({ query }) => rates.figures(query),
    }),
  ];
}
