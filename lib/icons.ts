import { createElement, type ReactNode, type SVGProps } from "react";

import * as airVentIcon from "lucide-react/icons/air-vent";
import * as arrowLeftIcon from "lucide-react/icons/arrow-left";
import * as arrowRightIcon from "lucide-react/icons/arrow-right";
import * as awardIcon from "lucide-react/icons/award";
import * as badgeCheckIcon from "lucide-react/icons/badge-check";
import * as briefcaseIcon from "lucide-react/icons/briefcase";
import * as calendarDaysIcon from "lucide-react/icons/calendar-days";
import * as cameraIcon from "lucide-react/icons/camera";
import * as chevronDownIcon from "lucide-react/icons/chevron-down";
import * as chevronRightIcon from "lucide-react/icons/chevron-right";
import * as circleCheckIcon from "lucide-react/icons/circle-check";
import * as clipboardListIcon from "lucide-react/icons/clipboard-list";
import * as clockIcon from "lucide-react/icons/clock";
import * as dollarSignIcon from "lucide-react/icons/dollar-sign";
import * as draftingCompassIcon from "lucide-react/icons/drafting-compass";
import * as externalLinkIcon from "lucide-react/icons/external-link";
import * as eyeIcon from "lucide-react/icons/eye";
import * as fileCheckIcon from "lucide-react/icons/file-check";
import * as filePenLineIcon from "lucide-react/icons/file-pen-line";
import * as folderOpenIcon from "lucide-react/icons/folder-open";
import * as gavelIcon from "lucide-react/icons/gavel";
import * as hammerIcon from "lucide-react/icons/hammer";
import * as handshakeIcon from "lucide-react/icons/handshake";
import * as hardHatIcon from "lucide-react/icons/hard-hat";
import * as heartHandshakeIcon from "lucide-react/icons/heart-handshake";
import * as houseIcon from "lucide-react/icons/house";
import * as housePlusIcon from "lucide-react/icons/house-plus";
import * as layoutDashboardIcon from "lucide-react/icons/layout-dashboard";
import * as layoutGridIcon from "lucide-react/icons/layout-grid";
import * as mailIcon from "lucide-react/icons/mail";
import * as mapPinIcon from "lucide-react/icons/map-pin";
import * as menuIcon from "lucide-react/icons/menu";
import * as messageSquareIcon from "lucide-react/icons/message-square";
import * as paintbrushIcon from "lucide-react/icons/paintbrush";
import * as phoneIcon from "lucide-react/icons/phone";
import * as plugZapIcon from "lucide-react/icons/plug-zap";
import * as refreshCwIcon from "lucide-react/icons/refresh-cw";
import * as scaleIcon from "lucide-react/icons/scale";
import * as searchIcon from "lucide-react/icons/search";
import * as sendIcon from "lucide-react/icons/send";
import * as shieldCheckIcon from "lucide-react/icons/shield-check";
import * as shieldIcon from "lucide-react/icons/shield";
import * as sirenIcon from "lucide-react/icons/siren";
import * as snowflakeIcon from "lucide-react/icons/snowflake";
import * as sparklesIcon from "lucide-react/icons/sparkles";
import * as targetIcon from "lucide-react/icons/target";
import * as treesIcon from "lucide-react/icons/trees";
import * as trendingUpIcon from "lucide-react/icons/trending-up";
import * as triangleExclamationPointIcon from "lucide-react/icons/triangle-exclamation-point";
import * as trophyIcon from "lucide-react/icons/trophy";
import * as truckIcon from "lucide-react/icons/truck";
import * as userRoundIcon from "lucide-react/icons/user-round";
import * as usersIcon from "lucide-react/icons/users";
import * as utensilsCrossedIcon from "lucide-react/icons/utensils-crossed";
import * as windIcon from "lucide-react/icons/wind";
import * as wrenchIcon from "lucide-react/icons/wrench";
import * as xIcon from "lucide-react/icons/x";
import * as zapIcon from "lucide-react/icons/zap";

import { cn } from "@/lib/utils";

/** An icon's drawing, as each of lucide-react's icon modules exports it (`__iconData`). */
type IconNode = [tag: string, attributes: Record<string, string>, children?: IconNode][];

interface IconData {
  name: string;
  aliases?: string[];
  node: IconNode;
}

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

const draw = (node: IconNode): ReactNode[] =>
  node.map(([tag, attributes, children]) =>
    createElement(tag, attributes, ...(children ? draw(children) : [])),
  );

/** Whether a person is told what the icon means (lucide-react hides it from them otherwise). */
const labelled = (props: object) =>
  Object.entries(props).some(
    ([name, value]) =>
      (name.startsWith("aria-") || name === "role" || name === "title") && value != null,
  );

/**
 * A Lucide icon drawn as a plain component: the same `<svg>` lucide-react renders (its default
 * size and stroke, its classes, aria-hidden unless labelled), without lucide-react's own
 * component, which is a client component (it reads a context). Drawn by a server component, an
 * icon is then markup alone: nothing for the browser to hydrate, and no client component whose
 * props carry the drawing in the page's RSC payload a second time (docs/performance.md).
 */
function serverIcon(module: object) {
  const { name, aliases = [], node } = (module as { __iconData: IconData }).__iconData;
  const classes = ["lucide", `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`)];
  function Icon({ className, size, children, ...props }: IconProps) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size ?? 24,
        height: size ?? 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: cn(...classes, className),
        ...(children != null || labelled(props) ? {} : { "aria-hidden": "true" }),
        ...props,
      },
      ...draw(node),
      children,
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const AirVent = serverIcon(airVentIcon);
export const AlertTriangle = serverIcon(triangleExclamationPointIcon);
export const ArrowLeft = serverIcon(arrowLeftIcon);
export const ArrowRight = serverIcon(arrowRightIcon);
export const Award = serverIcon(awardIcon);
export const BadgeCheck = serverIcon(badgeCheckIcon);
export const Briefcase = serverIcon(briefcaseIcon);
export const CalendarDays = serverIcon(calendarDaysIcon);
export const Camera = serverIcon(cameraIcon);
export const CheckCircle2 = serverIcon(circleCheckIcon);
export const ChevronDown = serverIcon(chevronDownIcon);
export const ChevronRight = serverIcon(chevronRightIcon);
export const ClipboardList = serverIcon(clipboardListIcon);
export const Clock = serverIcon(clockIcon);
export const DollarSign = serverIcon(dollarSignIcon);
export const DraftingCompass = serverIcon(draftingCompassIcon);
export const ExternalLink = serverIcon(externalLinkIcon);
export const Eye = serverIcon(eyeIcon);
export const FileCheck = serverIcon(fileCheckIcon);
export const FileSignature = serverIcon(filePenLineIcon);
export const FolderOpen = serverIcon(folderOpenIcon);
export const Gavel = serverIcon(gavelIcon);
export const Hammer = serverIcon(hammerIcon);
export const Handshake = serverIcon(handshakeIcon);
export const HardHat = serverIcon(hardHatIcon);
export const HeartHandshake = serverIcon(heartHandshakeIcon);
export const Home = serverIcon(houseIcon);
export const House = serverIcon(houseIcon);
export const HousePlus = serverIcon(housePlusIcon);
export const LayoutDashboard = serverIcon(layoutDashboardIcon);
export const LayoutGrid = serverIcon(layoutGridIcon);
export const Mail = serverIcon(mailIcon);
export const MapPin = serverIcon(mapPinIcon);
export const Menu = serverIcon(menuIcon);
export const MessageSquare = serverIcon(messageSquareIcon);
export const Paintbrush = serverIcon(paintbrushIcon);
export const Phone = serverIcon(phoneIcon);
export const PlugZap = serverIcon(plugZapIcon);
export const RefreshCw = serverIcon(refreshCwIcon);
export const Scale = serverIcon(scaleIcon);
export const Search = serverIcon(searchIcon);
export const Send = serverIcon(sendIcon);
export const Shield = serverIcon(shieldIcon);
export const ShieldCheck = serverIcon(shieldCheckIcon);
export const Siren = serverIcon(sirenIcon);
export const Snowflake = serverIcon(snowflakeIcon);
export const Sparkles = serverIcon(sparklesIcon);
export const Target = serverIcon(targetIcon);
export const Trees = serverIcon(treesIcon);
export const TrendingUp = serverIcon(trendingUpIcon);
export const TriangleAlert = serverIcon(triangleExclamationPointIcon);
export const Trophy = serverIcon(trophyIcon);
export const Truck = serverIcon(truckIcon);
export const UserRound = serverIcon(userRoundIcon);
export const Users = serverIcon(usersIcon);
export const UtensilsCrossed = serverIcon(utensilsCrossedIcon);
export const Wind = serverIcon(windIcon);
export const Wrench = serverIcon(wrenchIcon);
export const X = serverIcon(xIcon);
export const Zap = serverIcon(zapIcon);
