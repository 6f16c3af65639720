// Federation config of the Admin remote: exposes `./App` (RemoteProps -> its routes under /admin).
import { remoteFederation } from '../mf.shared.ts';

export default remoteFederation('mfe_admin');
