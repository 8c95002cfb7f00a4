import {
  BadgeCheck, Bell, Building, Calendar, Check, Clock, Code, DollarSign, FileCheck, FilePen, Globe, House, IdCard,
  Landmark, Layers, Lock, MapPinned, MessageSquare, Pen, Plug, Route, Scale, Send, Server, Shield, Stamp, Star,
  Timer, Upload, UserCheck, Users, Video, Webhook, Zap, type LucideIcon,
} from "lucide-react";
import type { IconName } from "@/lib/pages/icons";

const icons = {
  upload: Upload,
  "id-card": IdCard,
  video: Video,
  "file-signature": FilePen,
  clock: Clock,
  timer: Timer,
  map: MapPinned,
  shield: Shield,
  lock: Lock,
  "badge-check": BadgeCheck,
  scale: Scale,
  building: Building,
  landmark: Landmark,
  home: House,
  users: Users,
  "user-check": UserCheck,
  stamp: Stamp,
  pen: Pen,
  send: Send,
  bell: Bell,
  "file-check": FileCheck,
  code: Code,
  webhook: Webhook,
  plug: Plug,
  globe: Globe,
  server: Server,
  zap: Zap,
  dollar: DollarSign,
  calendar: Calendar,
  message: MessageSquare,
  layers: Layers,
  route: Route,
  star: Star,
  check: Check,
} satisfies Record<IconName, LucideIcon>;

/** A decorative icon chosen in content; unknown or empty names draw nothing. */
export function Icon({ name, className = "size-6" }: { name: string | null | undefined; className?: string }) {
  const Component = name && name in icons ? icons[name as IconName] : undefined;
  return Component ? <Component aria-hidden="true" focusable="false" className={className} strokeWidth={1.75} /> : null;
}
