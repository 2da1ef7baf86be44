import { type DynamicModule, type FactoryProvider, Module, type Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Projection } from './projection';

/** The projections one feature module keeps, as it registered them. */
class FeatureProjections {
  constructor(readonly projections: readonly Projection[]) {}
}

/** The module `ProjectionsModule.forFeature` returns; each call is its own instance of it. */
@Module({})
export class ProjectionsFeatureModule {
  /** Registers a feature's projections with the runner, as TypeOrmModule.forFeature does entities. */
  static forFeature(projections: readonly Projection[]): DynamicModule {
    const names = projections.map(({ name }) => name).join(', ');
    return {
      module: ProjectionsFeatureModule,
      providers: [
        { provide: Symbol(`projections ${names}`), useValue: new FeatureProjections(projections) },
      ],
    };
  }
}

export const REGISTERED_PROJECTIONS = Symbol('REGISTERED_PROJECTIONS');

/** Every projection the app's feature modules registered, found once the modules are scanned. */
export const registeredProjectionsProvider: FactoryProvider<readonly Projection[]> = {
  provide: REGISTERED_PROJECTIONS,
  inject: [DiscoveryService],
  useFactory: (discovery: DiscoveryService) =>
    discovery
      .getProviders()
      .flatMap(({ instance }) =>
        instance instanceof FeatureProjections ? instance.projections : [],
      ),
};

type Import = Type | DynamicModule | Promise<DynamicModule> | { forwardRef: () => Type };

/**
 * The projections the modules and what they import registered, read from their metadata without
 * starting them: for the tools (ops rebuild, scale-out checks) that run beside the app.
 */
export function projectionsRegisteredBy(modules: readonly Type[]): Projection[] {
  const seen = new Set<unknown>();
  const found: Projection[] = [];
  const visit = (item: Import): void => {
    if (seen.has(item) || item instanceof Promise || 'forwardRef' in item) return;
    seen.add(item);
    const dynamic = 'module' in item ? item : undefined;
    for (const provider of dynamic?.providers ?? []) {
      const value = (provider as { useValue?: unknown }).useValue;
      if (value instanceof FeatureProjections) found.push(...value.projections);
    }
    const metatype = dynamic ? dynamic.module : (item as Type);
    const imports = [
      ...(dynamic?.imports ?? []),
      ...((Reflect.getMetadata('imports', metatype) as Import[] | undefined) ?? []),
    ];
    imports.forEach((imported) => visit(imported as Import));
  };
  modules.forEach(visit);
  return found;
}
