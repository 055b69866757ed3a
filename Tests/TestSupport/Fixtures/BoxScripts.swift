import Glibc

/// Shell scripts that show whiptail and dialog boxes as real ones do, written by the tests,
/// and a directory of links named `whiptail` and `dialog` to the built wizard, put first on
/// the scripts' `PATH`: the scripts call the programs by name, so wizard runs through the
/// links as it runs when installed in their place (``BoxScripts/Programs/wizard``), or the
/// real programs run from `/usr/bin` (``BoxScripts/Programs/real``) with the same script.
///
/// Each script records every box's status and result, one line a box,
/// `box<TAB>status<TAB>result`, to the file `RECORD` names (``records``); its first line
/// names the program `PATH` found (`program 0 /…/whiptail`).
///
/// - ``raspiConfig``: raspi-config's main loop (`do_finish`, `do_change_hostname`, the
///   interface menu…): a `--menu` with `--cancel-button Finish --ok-button Select` and tags
///   such as `1 System Options`, looping until Finish; `1 System Options` asks an
///   `--inputbox` with a default, then a `--passwordbox`; `3 Interface Options` a
///   `--yesno --defaultno`, then a `--checklist`; `8 Update` shows no box; `9 About…` a
///   `--msgbox`. Each menu's back title counts the loop's passes, `(pass 2)`: what a test
///   waits for on screen before the next keys. Finish records `finish 0 passes=N` and exits
///   0; any other status of the menu records `stopped STATUS` and exits 1.
/// - ``piHole``: Pi-hole's installer (`chooseInterface`, `setDNS`, `setStaticIPv4`): a
///   `--radiolist … --output-fd 1` inside `$(…)`, a `--menu` with `--stdout`, an
///   `--inputbox` when Custom is chosen, a `--yesno` with its own labels, each with
///   `--ok-label`, `--cancel-label` or `--yes-label`/`--no-label`; Exit on the interface
///   records `cancelled` and exits 1, as the installer does.
public final class BoxScripts {
    /// Which programs the scripts find on `PATH`.
    public enum Programs: Sendable {
        /// wizard, through the links named `whiptail` and `dialog`.
        case wizard
        /// `/usr/bin/whiptail` and `/usr/bin/dialog`.
        case real
    }

    /// One line of the record: a box (or an event of the script), its status, its result.
    public struct Record: Equatable, Sendable, CustomStringConvertible {
        public let box: String
        public let status: Int
        public let result: String

        public init(_ box: String, _ status: Int, _ result: String = "") {
            self.box = box
            self.status = status
            self.result = result
        }

        public var description: String { "\(box) \(status) \(result.debugDescription)" }
    }

    public let directory = TemporaryDirectory()
    /// The private home the scripts and wizard run with.
    public let home: String
    /// The directory of the links `whiptail` and `dialog`.
    public let links: String
    /// The record file the scripts append to.
    public let recordFile: String
    public let raspiConfig: String
    public let piHole: String

    /// The real programs' paths, and whether they are installed.
    public static let realWhiptail = "/usr/bin/whiptail"
    public static let realDialog = "/usr/bin/dialog"
    public static var realWhiptailIsAvailable: Bool { access(realWhiptail, X_OK) == 0 }
    public static var realDialogIsAvailable: Bool { access(realDialog, X_OK) == 0 }

    public init() {
        home = directory.file("home")
        links = directory.file("bin")
        recordFile = directory.file("record")
        raspiConfig = directory.file("raspi-config.sh")
        piHole = directory.file("pi-hole.sh")
        mkdir(home, 0o700)
        mkdir(links, 0o700)
        for program in ["whiptail", "dialog"] {
            precondition(
                symlink(WizardBinary.path, "\(links)/\(program)") == 0, "symlink: \(errno)")
        }
        Files.write(Self.raspiConfigScript, to: raspiConfig)
        Files.write(Self.piHoleScript, to: piHole)
    }

    /// The variables the scripts need: `PATH` with the links first (or without them, for the
    /// real programs), and `RECORD`; `extra` added.
    public func environment(_ programs: Programs = .wizard, _ extra: [String: String] = [:])
        -> [String: String]
    {
        let path =
            switch programs {
            case .wizard: "\(links):/usr/local/bin:/usr/bin:/bin"
            case .real: "/usr/bin:/bin"
            }
        return ["PATH": path, "RECORD": recordFile].merging(extra) { $1 }
    }

    /// The whole environment of a script's process, as ``WizardBinary/environment(home:_:)``
    /// makes it, with ``environment(_:_:)``.
    public func processEnvironment(_ programs: Programs = .wizard, _ extra: [String: String] = [:])
        -> [String]
    {
        WizardBinary.environment(home: home, environment(programs, extra))
    }

    /// Runs `bash script` with `input` on standard input (a file), under a deadline.
    public func runPiped(
        _ script: String, input: String, environment extra: [String: String] = [:]
    ) -> ProcessResult {
        runProcess(
            ["/bin/bash", script], input: Array(input.utf8),
            environment: processEnvironment(.wizard, extra))
    }

    /// The record's lines so far.
    public var records: [Record] {
        guard let text = Files.text(recordFile) else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: true).map { line in
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            return Record(
                fields.first.map(String.init) ?? "",
                fields.count > 1 ? Int(fields[1]) ?? -1 : -1,
                fields.count > 2 ? String(fields[2]) : "")
        }
    }

    /// The record without its first line, the program's path: the boxes and events only.
    public var boxes: [Record] { Array(records.drop { $0.box == "program" }) }

    /// The program the script found on `PATH`, from the record's first line.
    public var programFound: String? { records.first { $0.box == "program" }?.result }

    /// Empties the record, for the next run of a script.
    public func clearRecords() { unlink(recordFile) }

    /// The main menu's back title on pass `pass`: shown by wizard and by newt alike.
    public static func pass(_ pass: Int) -> String { "(pass \(pass))" }

    public static let raspiConfigScript = #"""
        #!/bin/bash
        # raspi-config's main loop, in small: whiptail by name, each box's result captured
        # with 3>&1 1>&2 2>&3, recorded with its status.
        record() { printf '%s\t%s\t%s\n' "$1" "$2" "$3" >> "$RECORD"; }
        record program 0 "$(command -v whiptail)"
        WT_HEIGHT=20
        WT_WIDTH=70
        WT_MENU_HEIGHT=12

        do_system_menu() {
          NEW_HOSTNAME=$(whiptail --title "Hostname" --inputbox "Please enter a hostname" \
            $WT_HEIGHT $WT_WIDTH "raspberrypi" 3>&1 1>&2 2>&3)
          record hostname $? "$NEW_HOSTNAME"
          PASSWORD=$(whiptail --title "Password" --passwordbox "Enter new password for pi" \
            $WT_HEIGHT $WT_WIDTH 3>&1 1>&2 2>&3)
          record password $? "$PASSWORD"
        }

        do_interface_menu() {
          whiptail --yesno "Would you like the SSH server to be enabled?" --defaultno \
            $WT_HEIGHT $WT_WIDTH
          record ssh $? ""
          INTERFACES=$(whiptail --title "Interfaces" --checklist "Interfaces to enable" \
            $WT_HEIGHT $WT_WIDTH 4 \
            "SPI" "Serial Peripheral Interface" OFF \
            "I2C" "Inter-Integrated Circuit" ON \
            "Serial Port" "UART console" OFF \
            "1-Wire" "One-wire bus" ON \
            3>&1 1>&2 2>&3)
          record interfaces $? "$INTERFACES"
        }

        do_about() {
          local text="This tool provides a straightforward way of doing initial"
          whiptail --msgbox "$text configuration of the Raspberry Pi." 20 70 1
          record about $? ""
        }

        pass=0
        while true; do
          pass=$((pass + 1))
          FUN=$(whiptail --title "Raspberry Pi Software Configuration Tool (raspi-config)" \
            --backtitle "Raspberry Pi 4 Model B (pass $pass)" \
            --menu "Setup Options" $WT_HEIGHT $WT_WIDTH $WT_MENU_HEIGHT \
            --cancel-button Finish --ok-button Select \
            "1 System Options" "Configure system settings" \
            "2 Display Options" "Configure display settings" \
            "3 Interface Options" "Configure connections to peripherals" \
            "4 Performance Options" "Configure performance settings" \
            "5 Localisation Options" "Configure language and regional settings" \
            "6 Advanced Options" "Configure advanced settings" \
            "8 Update" "Update this tool to the latest version" \
            "9 About raspi-config" "Information about this configuration tool" \
            3>&1 1>&2 2>&3)
          RET=$?
          record menu $RET "$FUN"
          if [ $RET -eq 1 ]; then
            record finish 0 "passes=$pass"
            exit 0
          elif [ $RET -eq 0 ]; then
            case "$FUN" in
              1\ *) do_system_menu ;;
              3\ *) do_interface_menu ;;
              8\ *) record update 0 "" ;;
              9\ *) do_about ;;
              *) record unhandled 0 "$FUN" ;;
            esac
          else
            record stopped $RET "pass $pass"
            exit 1
          fi
        done

        """#

    public static let piHoleScript = #"""
        #!/bin/bash
        # Pi-hole's installer, in small: dialog by name, results on standard output
        # (--output-fd 1 or --stdout) captured by $(...), its own button labels.
        record() { printf '%s\t%s\t%s\n' "$1" "$2" "$3" >> "$RECORD"; }
        record program 0 "$(command -v dialog)"
        r=20
        c=70

        chooseInterface() {
          PIHOLE_INTERFACE=$(dialog --no-shadow --keep-tite --output-fd 1 \
            --cancel-label "Exit" --ok-label "Select" \
            --radiolist "Choose An Interface (press space to toggle selection)" \
            "${r}" "${c}" 3 \
            "eth0" "available" "on" \
            "wlan0" "available" "off" \
            "docker0" "available" "off")
          local status=$?
          record interface $status "$PIHOLE_INTERFACE"
          if [ $status -ne 0 ]; then
            record cancelled 0 "Cancel was selected, exiting installer"
            exit 1
          fi
        }

        setDNS() {
          DNSchoices=$(dialog --stdout --no-shadow --keep-tite \
            --ok-label "Continue" --cancel-label "Exit" \
            --menu "Select Upstream DNS Provider. To use your own, select Custom." \
            "${r}" "${c}" 4 \
            "Google (ECS, DNSSEC)" "8.8.8.8" \
            "OpenDNS (ECS, DNSSEC)" "208.67.222.222" \
            "Quad9 (filtered, DNSSEC)" "9.9.9.9" \
            "Custom" "your own")
          local status=$?
          record dns $status "$DNSchoices"
          if [ $status -ne 0 ]; then
            record cancelled 0 "Cancel was selected, exiting installer"
            exit 1
          fi
          if [ "$DNSchoices" = "Custom" ]; then
            piholeDNS=$(dialog --stdout --no-shadow --keep-tite \
              --ok-label "Continue" --cancel-label "Exit" \
              --inputbox "Enter your desired upstream DNS provider(s), separated by a comma" \
              "${r}" "${c}" "1.1.1.1, 1.0.0.1")
            record custom $? "$piholeDNS"
          fi
        }

        setStaticIPv4() {
          dialog --no-shadow --keep-tite --title "Static IP Address" \
            --yes-label "Keep" --no-label "Change" \
            --yesno "Do you want to use your current network settings as a static address?" \
            "${r}" "${c}"
          record static $? ""
        }

        chooseInterface
        setDNS
        setStaticIPv4
        record done 0 ""

        """#
}

/// Runs `arguments` with no controlling terminal (a session of its own, `setsid`), standard
/// input `/dev/null` or a pipe-like socket holding `input` and then its end, and standard
/// output and error captured: what a script run by a service, cron or CI meets. At
/// `deadline` seconds every process of the run is killed (status 137).
public func runWithoutTerminal(
    _ arguments: [String], input: [UInt8]?, environment: [String],
    deadline: Double = childDeadlineSeconds
) -> ProcessResult {
    let scratch = TemporaryDirectory()
    let output = scratch.file("stdout")
    let error = scratch.file("stderr")
    let standardInput: Int32
    if let input {
        let ends = Descriptor.pair()
        precondition(writeAll(input, to: ends.write), "the input did not fit the socket")
        close(ends.write)
        standardInput = ends.read
    } else {
        standardInput = open("/dev/null", O_RDONLY | O_CLOEXEC)
    }
    // `timeout` ends the whole session's group at the deadline: setsid forks when its
    // caller leads a group, so killing the pid spawn gives would leave the run behind.
    let limit = String(max(Int(deadline.rounded(.up)), 1))
    let pid = spawn(
        ["/usr/bin/setsid", "-w", "/usr/bin/timeout", "-s", "KILL", limit] + arguments,
        environment: environment,
        descriptors: [
            (standardInput, 0),
            (open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600), 1),
            (open(error, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600), 2),
        ], closeAfterSpawn: true)
    let status = waitForExit(pid, deadline: deadline + 5)
    return ProcessResult(
        status: status, standardOutput: Files.read(output) ?? [],
        standardError: Files.read(error) ?? [])
}
