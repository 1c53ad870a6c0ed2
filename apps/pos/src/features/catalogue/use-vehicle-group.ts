import { toCarGroupId } from '@lamaa/domain';
import { useSelection } from '../../shared/selection/selection-context.js';

/** Whether a vehicle is chosen and its car group (1 small, 2 medium, 3 large), for prices. */
export function useVehicleGroup(): {
  readonly hasVehicle: boolean;
  readonly carGroupId: number | null;
} {
  const { vehicle } = useSelection();
  return {
    hasVehicle: vehicle !== null,
    carGroupId: vehicle === null ? null : toCarGroupId(vehicle.car_group_id),
  };
}
