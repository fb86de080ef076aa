@echo off
rem dlt: runs DLT Explorer's jar with JVM options chosen for a short-lived command on few cores (measured, see
rem docs\decisions\0017-launcher-jvm-options.md). With no argument it opens the window with the JVM's defaults.
rem   DLT_JAR        the jar to run (default: dlt.jar next to this script, else app\target\dlt.jar of a checkout)
rem   JAVA_HOME      the Java 17+ to use (default: java on the PATH)
rem   DLT_JAVA_OPTS  JVM options appended after ours, so they win
rem The class-data archive of bin/dlt is not made here: JDK 17 maps it unchecked, and cmd.exe has no simple, safe
rem way to verify its length before use.
setlocal
set "DLT_HERE=%~dp0"
if not "%DLT_JAR%"=="" goto havejar
set "DLT_JAR=%DLT_HERE%dlt.jar"
if exist "%DLT_JAR%" goto havejar
set "DLT_JAR=%DLT_HERE%..\lib\dlt.jar"
if exist "%DLT_JAR%" goto havejar
set "DLT_JAR=%DLT_HERE%..\app\target\dlt.jar"
:havejar
if exist "%DLT_JAR%" goto havejava
echo dlt: no jar at %DLT_JAR% (build it with mvnw -B -ntp -DskipTests package, or set DLT_JAR) 1>&2
exit /b 1
:havejava
set "DLT_JAVA=java"
if not "%JAVA_HOME%"=="" set "DLT_JAVA=%JAVA_HOME%\bin\java"
rem The JVM's own warnings go to stderr, never into a command's output (its default is stdout).
set "DLT_OPTS=-Xlog:disable -Xlog:all=warning:stderr"
rem A command (any argument; a lone scenario file opens the window too, and is fine either way) lives seconds:
rem the serial collector and C1 alone cost far less CPU there, see the decision record.
if not "%~1"=="" set "DLT_OPTS=%DLT_OPTS% -XX:+UseSerialGC -XX:TieredStopAtLevel=1"
"%DLT_JAVA%" %DLT_OPTS% %DLT_JAVA_OPTS% -jar "%DLT_JAR%" %*
exit /b %ERRORLEVEL%
