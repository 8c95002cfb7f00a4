import { Socket } from "node:net";

/** Whether something accepts TCP connections on 127.0.0.1:`port`. */
export async function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.connect(port, "127.0.0.1");
  });
}
